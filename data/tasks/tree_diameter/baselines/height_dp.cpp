// One pass from the last id down (children have larger ids than their parents): h[v] is the
// height of v's subtree when v is reached; a longest path through p joins p's highest
// subtree so far with the next child's. O(n) time; O(n) extra space (one int per vertex).
class Solution {
public:
    int solve(const vector<int>& parent) {
        int n = parent.size();
        vector<int> h(n, 0);
        int best = 0;
        for (int v = n - 1; v > 0; --v) {
            int p = parent[v], c = h[v] + 1;
            if (h[p] + c > best) best = h[p] + c;
            if (c > h[p]) h[p] = c;
        }
        return best;
    }
};
