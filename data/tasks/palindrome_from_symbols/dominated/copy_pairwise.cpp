// The O(n^2) count of earlier copies, over a copy of the sequence: O(n) extra space for
// nothing.
class Solution {
public:
    int longestPalindrome(const vector<int>& s) {
        vector<int> copy(s.begin(), s.end());
        int n = (int)copy.size();
        int odd = 0;
        for (int i = 0; i < n; ++i) {
            int c = 0;
            for (int j = 0; j < i; ++j) c += (copy[j] == copy[i]);
            odd += (c & 1) ? -1 : 1;
        }
        return n - odd + (odd > 0 ? 1 : 0);
    }
};
