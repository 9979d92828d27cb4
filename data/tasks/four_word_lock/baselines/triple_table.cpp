// The fourth list as a table: code3 must equal unmix(t) ^ key(d), so the n values
// unmix(t) ^ key(d) go into an open-addressing table with counts (capacity a power of two
// >= 4n), the keys of the first three lists are hashed once, and every triple (a, b, c) is
// one lookup. O(n^3) time, O(n) extra space.
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
        size_t cap = 16;
        while (cap < 4 * d.size()) cap <<= 1;
        vector<uint64_t> slot(cap);
        vector<long long> cnt(cap, 0);
        size_t mask = cap - 1;
        for (const string& w : d) {
            uint64_t v = need ^ key(w);
            size_t i = (size_t)(mix(v) & mask);
            while (cnt[i] != 0 && slot[i] != v) i = (i + 1) & mask;
            slot[i] = v; cnt[i]++;
        }
        vector<uint64_t> kb, kc;
        for (const string& y : b) kb.push_back(key(y));
        for (const string& z : c) kc.push_back(key(z));
        long long count = 0;
        for (const string& x : a) {
            uint64_t h1 = mix((uint64_t)s ^ key(x));
            for (uint64_t yb : kb) {
                uint64_t h2 = mix(h1 ^ yb);
                for (uint64_t zc : kc) {
                    uint64_t v = mix(h2 ^ zc);
                    size_t i = (size_t)(mix(v) & mask);
                    while (cnt[i] != 0) {
                        if (slot[i] == v) { count += cnt[i]; break; }
                        i = (i + 1) & mask;
                    }
                }
            }
        }
        return count;
    }
};
