// omega(k), the number of distinct primes dividing k, by trial division for every k of the
// range: divide out 2, then odd d while d * d <= what is left; a remainder above 1 is one
// more prime. O((r - l) sqrt m) per query, O(1) extra space.
class Solution {
    static int omega(int k) {
        int count = 0;
        if (k % 2 == 0) {
            ++count;
            while (k % 2 == 0) k /= 2;
        }
        for (int d = 3; d * d <= k; d += 2) {
            if (k % d == 0) {
                ++count;
                while (k % d == 0) k /= d;
            }
        }
        return count + (k > 1 ? 1 : 0);
    }
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            long long sum = 0;
            for (int k = l; k <= r; ++k) sum += omega(k);
            answer.push_back(sum);
            last = sum;
        }
    }
};
