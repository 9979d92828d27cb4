// Counts the ones once; each query walks the words from the start, adding popcounts until
// the word holding the k-th one, then selects inside it: O(n) per query, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& words, const vector<long long>& e) {
        int n = words.size();
        long long ones = 0;
        for (long long w : words) ones += __builtin_popcountll((unsigned long long)w);
        long long total = 0, last = 0;
        for (long long code : e) {
            long long k = (code + last) % ones + 1;
            int i = 0;
            while (true) {
                int c = __builtin_popcountll((unsigned long long)words[i]);
                if (k <= c) break;
                k -= c;
                ++i;
            }
            unsigned long long w = (unsigned long long)words[i];
            for (long long r = 1; r < k; ++r) w &= w - 1;  // drop the k-1 lowest ones
            last = 64LL * i + __builtin_ctzll(w);
            total += last;
        }
        return total;
    }
};
