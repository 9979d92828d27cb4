// The suffix array by prefix doubling (Manber-Myers with std::sort on rank pairs): ranks of
// the first k letters of every suffix of s$, doubled each round until all are distinct; then
// one pass counts the places where the BWT letter changes.
// O(n log n log lcp) time, O(n) extra space (three int arrays).
class Solution {
public:
    long long solve(const string& s) {
        const int n = (int)s.size() + 1;  // with the sentinel
        vector<int> sa(n), rank(n), tmp(n);
        for (int i = 0; i < n; ++i) {
            sa[i] = i;
            rank[i] = i < n - 1 ? (unsigned char)s[i] : 0;
        }
        for (int k = 1;; k <<= 1) {
            auto key2 = [&](int i) { return i + k < n ? rank[i + k] : -1; };
            auto cmp = [&](int a, int b) {
                if (rank[a] != rank[b]) return rank[a] < rank[b];
                return key2(a) < key2(b);
            };
            sort(sa.begin(), sa.end(), cmp);
            tmp[sa[0]] = 0;
            for (int i = 1; i < n; ++i) tmp[sa[i]] = tmp[sa[i - 1]] + (cmp(sa[i - 1], sa[i]) ? 1 : 0);
            rank.swap(tmp);
            if (rank[sa[n - 1]] == n - 1) break;
        }
        long long runs = 1;
        for (int k = 1; k < n; ++k) {
            char a = sa[k - 1] ? s[sa[k - 1] - 1] : '$', b = sa[k] ? s[sa[k] - 1] : '$';
            if (a != b) ++runs;
        }
        return runs;
    }
};
