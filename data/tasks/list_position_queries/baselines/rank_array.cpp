// One walk from the head writes every node's position into an array; each query is a
// lookup. O(n + q) time; O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& next, int head, const vector<int>& queries, vector<int>& answer) {
        vector<int> rank(next.size());
        int p = 0;
        for (int u = head; u != -1; u = next[u]) rank[u] = p++;
        for (int v : queries) answer.push_back(rank[v]);
    }
};
