// The textbook form: the reversed edges as adjacency lists, then a breadth-first search
// from t over them; the nodes it reaches are those whose walk reaches t. O(n) time, O(n)
// extra space (the lists, a queue and the visited flags: the heavier O(n) form).
class Solution {
public:
    int solve(const vector<int>& f, int t) {
        int n = (int)f.size();
        vector<vector<int>> rev(n);
        for (int i = 0; i < n; ++i) rev[f[i]].push_back(i);
        vector<bool> seen(n, false);
        queue<int> q;
        q.push(t);
        seen[t] = true;
        int count = 0;
        while (!q.empty()) {
            int x = q.front();
            q.pop();
            ++count;
            for (int y : rev[x]) {
                if (!seen[y]) {
                    seen[y] = true;
                    q.push(y);
                }
            }
        }
        return count;
    }
};
