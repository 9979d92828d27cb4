// Manacher's algorithm: the palindrome radius around every centre in O(n), then each query
// in O(1) (is the radius at its centre at least half its length?); O(n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        // odd[i]: the longest odd palindrome centred at i has length 2*odd[i] - 1;
        // even[i]: the longest even palindrome centred between i-1 and i has length 2*even[i].
        vector<int> odd(n), even(n);
        for (int i = 0, l = 0, r = -1; i < n; ++i) {
            int k = (i > r) ? 1 : min(odd[l + r - i], r - i + 1);
            while (i - k >= 0 && i + k < n && s[i - k] == s[i + k]) ++k;
            odd[i] = k;
            if (i + k - 1 > r) {
                l = i - k + 1;
                r = i + k - 1;
            }
        }
        for (int i = 0, l = 0, r = -1; i < n; ++i) {
            int k = (i > r) ? 0 : min(even[l + r - i + 1], r - i + 1);
            while (i - k - 1 >= 0 && i + k < n && s[i - k - 1] == s[i + k]) ++k;
            even[i] = k;
            if (i + k - 1 > r) {
                l = i - k;
                r = i + k - 1;
            }
        }
        long long count = 0;
        for (const auto& q : queries) {
            int l = q[0], r = q[1], len = r - l + 1;
            if (len % 2 == 1) {
                if (odd[(l + r) / 2] * 2 - 1 >= len) ++count;
            } else {
                if (even[(l + r + 1) / 2] * 2 >= len) ++count;
            }
        }
        return count;
    }
};
