// Right to left, a monotone stack of the days after i that are lower than every day between
// (the next-lower chain, prices increasing towards the top): pop the entries >= p[i], then
// binary-search the stack for the nearest entry below p[i] - k, then push i.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long waitSum(const vector<int>& prices, int k) {
        int n = (int)prices.size();
        vector<int> vals, pos;
        long long total = 0;
        for (int i = n - 1; i >= 0; --i) {
            int p = prices[i];
            while (!vals.empty() && vals.back() >= p) {
                vals.pop_back();
                pos.pop_back();
            }
            long long t = (long long)p - k;
            // entries below t are a bottom prefix; the nearest is its last
            int lo = 0, hi = (int)vals.size();
            while (lo < hi) {
                int mid = (lo + hi) / 2;
                if (vals[mid] < t) lo = mid + 1; else hi = mid;
            }
            int j = lo == 0 ? n : pos[lo - 1];
            total += j - i;
            vals.push_back(p);
            pos.push_back(i);
        }
        return total;
    }
};
