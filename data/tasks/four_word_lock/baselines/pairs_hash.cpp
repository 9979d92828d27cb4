// Meet in the middle: the n^2 codes after the first two words (forwards from s) counted in an
// unordered_map; every pair (c, d) of the last two lists run backwards from t
// (code2 = unmix(unmix(t) ^ key(d)) ^ key(c)) and looked up. O(n^2) time, O(n^2) extra space.
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
        vector<uint64_t> kb, kc, kd;
        for (const string& y : b) kb.push_back(key(y));
        for (const string& z : c) kc.push_back(key(z));
        for (const string& w : d) kd.push_back(key(w));
        unordered_map<uint64_t, long long> left;
        left.reserve(a.size() * b.size());
        for (const string& x : a) {
            uint64_t h1 = mix((uint64_t)s ^ key(x));
            for (uint64_t yb : kb) left[mix(h1 ^ yb)]++;
        }
        uint64_t need = unmix((uint64_t)t);
        long long count = 0;
        for (uint64_t wd : kd) {
            uint64_t h3 = unmix(need ^ wd);
            for (uint64_t zc : kc) {
                auto it = left.find(h3 ^ zc);
                if (it != left.end()) count += it->second;
            }
        }
        return count;
    }
};
