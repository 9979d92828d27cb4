// Meet in the middle with an ordered map (the form often written): all n^2 values
// c[k] o d[l] counted in a std::map, then every a[i] o b[j] looked up.
// O(n^2 log n) time, O(n^2) extra space.
class Solution {
public:
    long long solve(const vector<array<int, 2>>& a, const vector<array<int, 2>>& b,
                    const vector<array<int, 2>>& c, const vector<array<int, 2>>& d) {
        const long long P = 1000000007LL;
        map<long long, long long> seen;
        for (const auto& u : c)
            for (const auto& v : d) seen[((long long)u[0] * v[0] + (long long)u[1] * v[1]) % P]++;
        long long count = 0;
        for (const auto& u : a)
            for (const auto& v : b) {
                auto it = seen.find(((long long)u[0] * v[0] + (long long)u[1] * v[1]) % P);
                if (it != seen.end()) count += it->second;
            }
        return count;
    }
};
