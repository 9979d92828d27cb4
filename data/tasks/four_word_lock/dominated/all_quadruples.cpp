// Dominated: the final code of every quadruple stored in a vector, then counted: O(n^4) time
// and O(n^4) space.
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
public:
    long long solve(const vector<string>& a, const vector<string>& b, const vector<string>& c,
                    const vector<string>& d, long long s, long long t) {
        vector<uint64_t> codes;
        for (const string& x : a) {
            uint64_t h1 = mix((uint64_t)s ^ key(x));
            for (const string& y : b) {
                uint64_t h2 = mix(h1 ^ key(y));
                for (const string& z : c) {
                    uint64_t h3 = mix(h2 ^ key(z));
                    for (const string& w : d) codes.push_back(mix(h3 ^ key(w)));
                }
            }
        }
        long long count = 0;
        for (uint64_t v : codes) count += (v == (uint64_t)t);
        return count;
    }
};
