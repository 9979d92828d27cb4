// Stores the popcount of every word once, then answers each query by walking that copy
// from the start: the scan's O(n) per query, with O(n) extra space on top.
class Solution {
public:
    long long solve(const vector<long long>& words, const vector<long long>& e) {
        int n = words.size();
        vector<int> count(n);
        long long ones = 0;
        for (int i = 0; i < n; ++i) ones += count[i] = __builtin_popcountll((unsigned long long)words[i]);
        long long total = 0, last = 0;
        for (long long code : e) {
            long long k = (code + last) % ones + 1;
            int i = 0;
            while (k > count[i]) k -= count[i++];
            unsigned long long w = (unsigned long long)words[i];
            for (long long r = 1; r < k; ++r) w &= w - 1;
            last = 64LL * i + __builtin_ctzll(w);
            total += last;
        }
        return total;
    }
};
