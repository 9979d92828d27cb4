// The windows of a counted by code (5 bits a letter) in a reserved std::unordered_map, then
// one rolling pass over b sums the counts of its windows' codes.
// O(n + m) expected time, O(n) extra space.
class Solution {
public:
    long long solve(const string& a, const string& b, int k) {
        const int n = (int)a.size(), m = (int)b.size();
        if (k > n || k > m) return 0;
        const unsigned long long mask = (1ULL << (5 * k)) - 1;
        unordered_map<unsigned long long, int> count;
        count.reserve(n - k + 1);
        unsigned long long code = 0;
        for (int i = 0; i < n; i++) {
            code = ((code << 5) | (unsigned long long)(a[i] - 'a' + 1)) & mask;
            if (i >= k - 1) count[code]++;
        }
        long long total = 0;
        code = 0;
        for (int j = 0; j < m; j++) {
            code = ((code << 5) | (unsigned long long)(b[j] - 'a' + 1)) & mask;
            if (j >= k - 1) {
                auto it = count.find(code);
                if (it != count.end()) total += it->second;
            }
        }
        return total;
    }
};
