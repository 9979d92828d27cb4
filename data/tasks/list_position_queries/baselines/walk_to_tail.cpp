// Every node is on the list, so a node's position is n - 1 minus its distance to the tail:
// walk from each query node to the tail. O(n) per query, O(q n) time; O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& next, int head, const vector<int>& queries, vector<int>& answer) {
        int n = next.size();
        for (int v : queries) {
            int d = 0;
            for (int u = next[v]; u != -1; u = next[u]) ++d;
            answer.push_back(n - 1 - d);
        }
    }
};
