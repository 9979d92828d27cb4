// Parents come before their children, so one pass in id order fills an array of root-path
// maxima: top[v] = max(weight[v], top[parent[v]]). O(n) time; O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& parent, const vector<int>& weight) {
        int n = parent.size();
        vector<int> top(n);
        top[0] = weight[0];
        long long total = top[0];
        for (int v = 1; v < n; ++v) {
            top[v] = max(weight[v], top[parent[v]]);
            total += top[v];
        }
        return total;
    }
};
