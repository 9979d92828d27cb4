// Every quadruple, O(1) extra space: the running code after the first three words is carried
// down the loops; the fourth word must give code3 ^ key(d) == unmix(t), and key(d) is hashed
// again for every triple (nothing is stored). O(n^4 L) time, O(1) extra space.
#include <bits/stdc++.h>
using namespace std;
class Solution {
    static uint64_t key(const string& w) {
        uint64_t h = 14695981039346656037ULL;
        for (unsigned char ch : w) { h ^= ch; h *= 1099511628211ULL; }
        return h;
    }
    static uint64_t mix(uint64_t z) {
        z ^= z >> 30; z *= 0xbf58476d1ce4e5b9ULL; z ^= z >> 27; z *= 0x94d049bb133111ebULL; z ^= z >> 31;
        return z;
    }
    static uint64_t unxs(uint64_t z, int k) { uint64_t x = z; for (int i = 0; i < 64 / k + 1; i++) x = z ^ (x >> k); return x; }
    static uint64_t inv(uint64_t a) { uint64_t x = a; for (int i = 0; i < 6; i++) x *= 2 - a * x; return x; }
    static uint64_t unmix(uint64_t z) {
        z = unxs(z, 31); z *= inv(0x94d049bb133111ebULL); z = unxs(z, 27); z *= inv(0xbf58476d1ce4e5b9ULL); return unxs(z, 30);
    }
public:
    long long solve(const vector<string>& a, const vector<string>& b, const vector<string>& c,
                    const vector<string>& d, long long s, long long t) {
        uint64_t need = unmix((uint64_t)t);
        long long count = 0;
        for (const string& x : a) {
            uint64_t h1 = mix((uint64_t)s ^ key(x));
            for (const string& y : b) {
                uint64_t h2 = mix(h1 ^ key(y));
                for (const string& z : c) {
                    uint64_t h3 = mix(h2 ^ key(z)) ^ need;
                    for (const string& w : d) count += (key(w) == h3);
                }
            }
        }
        return count;
    }
};
