// Ones before each block of B = about sqrt(n) words; a query binary-searches the block
// counts, then walks the words of one block: O(log n + sqrt n) per query; O(sqrt n) space.
class Solution {
public:
    long long solve(const vector<long long>& words, const vector<long long>& e) {
        int n = words.size();
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= n) ++block;
        int blocks = (n + block - 1) / block;
        vector<long long> before(blocks + 1, 0);  // before[b] = ones in words[0 .. b*block)
        for (int b = 0; b < blocks; ++b) {
            long long c = 0;
            for (int i = b * block; i < min(n, (b + 1) * block); ++i) c += __builtin_popcountll((unsigned long long)words[i]);
            before[b + 1] = before[b] + c;
        }
        long long ones = before[blocks];
        long long total = 0, last = 0;
        for (long long code : e) {
            long long k = (code + last) % ones + 1;
            int b = upper_bound(before.begin(), before.end(), k - 1) - before.begin() - 1;  // before[b] < k <= before[b+1]
            k -= before[b];
            int i = b * block;
            while (true) {
                int c = __builtin_popcountll((unsigned long long)words[i]);
                if (k <= c) break;
                k -= c;
                ++i;
            }
            unsigned long long w = (unsigned long long)words[i];
            for (long long r = 1; r < k; ++r) w &= w - 1;
            last = 64LL * i + __builtin_ctzll(w);
            total += last;
        }
        return total;
    }
};
