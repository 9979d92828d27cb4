// Meet in the middle with sorted vectors: the n^2 forward codes after two words and the n^2
// backward codes before the last two, both sorted and merged by two pointers (runs of equal
// codes multiplied). O(n^2 log n) time, O(n^2) extra space.
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
        vector<uint64_t> kb, kc;
        for (const string& y : b) kb.push_back(key(y));
        for (const string& z : c) kc.push_back(key(z));
        vector<uint64_t> left, right;
        left.reserve(a.size() * b.size());
        right.reserve(c.size() * d.size());
        for (const string& x : a) {
            uint64_t h1 = mix((uint64_t)s ^ key(x));
            for (uint64_t yb : kb) left.push_back(mix(h1 ^ yb));
        }
        uint64_t need = unmix((uint64_t)t);
        for (const string& w : d) {
            uint64_t h3 = unmix(need ^ key(w));
            for (uint64_t zc : kc) right.push_back(h3 ^ zc);
        }
        sort(left.begin(), left.end());
        sort(right.begin(), right.end());
        long long count = 0;
        size_t i = 0, j = 0;
        while (i < left.size() && j < right.size()) {
            if (left[i] < right[j]) i++;
            else if (left[i] > right[j]) j++;
            else {
                uint64_t v = left[i];
                long long p = 0, q = 0;
                while (i < left.size() && left[i] == v) { i++; p++; }
                while (j < right.size() && right[j] == v) { j++; q++; }
                count += p * q;
            }
        }
        return count;
    }
};
