// A palindrome uses every pair of equal symbols and, in the middle, one symbol left over:
// with `odd` symbols occurring an odd number of times the answer is n - odd (+1 if odd > 0).
// odd = sum over positions i of (-1)^(copies of s[i] before i): a symbol's occurrences add
// +1, -1, +1, ..., summing to 1 for odd counts and 0 for even ones. One count per position
// over the positions before it: O(n^2) time, O(1) extra space.
class Solution {
public:
    int longestPalindrome(const vector<int>& s) {
        int n = (int)s.size();
        const int* a = s.data();
        int odd = 0;
        for (int i = 0; i < n; ++i) {
            int x = a[i], c = 0;
            for (int j = 0; j < i; ++j) c += (a[j] == x);
            odd += (c & 1) ? -1 : 1;
        }
        return n - odd + (odd > 0 ? 1 : 0);
    }
};
