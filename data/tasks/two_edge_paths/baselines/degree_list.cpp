// The degree table in its most common form: 64-bit degrees, range-for loops over the edge
// lists and the table (at -O0 every element costs iterator calls: 3-6x degree-table, so this
// form sets row 3's limit). O(n + m) time, O(n) extra space.
class Solution {
public:
    long long solve(int n, const vector<int>& u, const vector<int>& v) {
        vector<long long> deg(n, 0);
        for (int a : u) ++deg[a];
        for (int b : v) ++deg[b];
        long long total = 0;
        for (long long d : deg) total += d * (d - 1) / 2;
        return total;
    }
};
