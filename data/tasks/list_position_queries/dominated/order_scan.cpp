// Copies the list's order into an array, then finds each query node by scanning it:
// O(n) extra space and still O(q n) time, dominated by both.
class Solution {
public:
    void solve(const vector<int>& next, int head, const vector<int>& queries, vector<int>& answer) {
        vector<int> order;
        order.reserve(next.size());
        for (int u = head; u != -1; u = next[u]) order.push_back(u);
        for (int v : queries) {
            int p = 0;
            while (order[p] != v) ++p;
            answer.push_back(p);
        }
    }
};
