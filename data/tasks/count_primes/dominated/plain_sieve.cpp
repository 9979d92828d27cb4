// The textbook sieve of Eratosthenes over one array of n + 1 bytes: O(n log log n) time
// but O(n) extra space. Correct, and dominated by Lucy's O(n^(3/4)) time in O(sqrt n)
// space; at n = 10^9 its gigabyte is refused by the memory cap.
class Solution {
public:
    int solve(int n) {
        if (n < 2) return 0;
        vector<char> composite(n + 1, 0);
        int count = 0;
        for (long long i = 2; i <= n; ++i) {
            if (composite[i]) continue;
            ++count;
            for (long long j = i * i; j <= n; j += i) composite[j] = 1;
        }
        return count;
    }
};
