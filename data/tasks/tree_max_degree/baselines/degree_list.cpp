// The degree table in a common longer form: 64-bit degrees, the tree's edges walked with a
// range-for over the parent array (the vertex id kept alongside), the maximum taken with
// std::max_element. At -O0 each element costs iterator calls, so this form sets row 3's
// limit. O(n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& parent) {
        vector<long long> deg(parent.size(), 0);
        size_t v = 0;
        for (int p : parent) {
            if (p != -1) {
                deg[v] += 1;
                deg[p] += 1;
            }
            ++v;
        }
        if (deg.empty()) return 0;
        return (int)*max_element(deg.begin(), deg.end());
    }
};
