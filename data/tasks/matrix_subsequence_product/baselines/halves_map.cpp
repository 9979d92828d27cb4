// Meet in the middle, halves, as it is most often written: every subsequence product of each
// half by doubling a vector, a std::map counting the right half's products, and for each left
// product L a lookup of adj(L) T = L^-1 T. O(2^(n/2) n) time, O(2^(n/2)) extra space.
class Solution {
    typedef array<long long, 4> Mat;
    static constexpr long long MOD = 1000000007LL;

    static Mat mul(const Mat& x, const Mat& y) {
        return {(x[0] * y[0] + x[1] * y[2]) % MOD, (x[0] * y[1] + x[1] * y[3]) % MOD,
                (x[2] * y[0] + x[3] * y[2]) % MOD, (x[2] * y[1] + x[3] * y[3]) % MOD};
    }

    // all ordered subsequence products of mats[lo..hi)
    static vector<Mat> allProducts(const vector<array<int, 4>>& mats, int lo, int hi) {
        vector<Mat> res = {{1, 0, 0, 1}};
        for (int i = lo; i < hi; i++) {
            Mat m = {mats[i][0], mats[i][1], mats[i][2], mats[i][3]};
            int sz = res.size();
            for (int j = 0; j < sz; j++) res.push_back(mul(res[j], m));
        }
        return res;
    }

public:
    long long solve(const vector<array<int, 4>>& mats, const vector<int>& target) {
        int n = mats.size();
        int half = n / 2;
        vector<Mat> left = allProducts(mats, 0, half);
        vector<Mat> right = allProducts(mats, half, n);
        map<Mat, long long> cnt;
        for (auto& r : right) cnt[r]++;
        Mat t = {target[0], target[1], target[2], target[3]};
        long long ans = 0;
        for (auto& l : left) {
            // det(l) = 1, so l^-1 = adj(l)
            Mat inv = {l[3], (MOD - l[1]) % MOD, (MOD - l[2]) % MOD, l[0]};
            auto it = cnt.find(mul(inv, t));
            if (it != cnt.end()) ans += it->second;
        }
        return ans;
    }
};
