// Ones before every word (a prefix array of n + 1 counts); a query binary-searches it for
// the word holding the k-th one and selects inside it: O(log n) per query; O(n) space.
class Solution {
public:
    long long solve(const vector<long long>& words, const vector<long long>& e) {
        int n = words.size();
        vector<int> before(n + 1, 0);  // at most 64 * 1.1e6 ones: fits in int
        for (int i = 0; i < n; ++i) before[i + 1] = before[i] + __builtin_popcountll((unsigned long long)words[i]);
        long long ones = before[n];
        long long total = 0, last = 0;
        for (long long code : e) {
            long long k = (code + last) % ones + 1;
            int lo = 0, hi = n;  // the last i with before[i] < k: then before[i] < k <= before[i+1]
            while (hi - lo > 1) {
                int mid = lo + (hi - lo) / 2;
                if (before[mid] < k) lo = mid; else hi = mid;
            }
            int i = lo;
            k -= before[i];
            unsigned long long w = (unsigned long long)words[i];
            for (long long r = 1; r < k; ++r) w &= w - 1;
            last = 64LL * i + __builtin_ctzll(w);
            total += last;
        }
        return total;
    }
};
