// Sort the indices by (word, index): consecutive equal words give every position's
// previous occurrence; then one sweep moves the left end past each. O(n log n) time,
// O(n) extra space.
class Solution {
public:
    int solve(const vector<string>& words) {
        int n = (int)words.size();
        vector<int> order(n), prev(n, -1);
        for (int i = 0; i < n; ++i) order[i] = i;
        sort(order.begin(), order.end(), [&](int x, int y) {
            int c = words[x].compare(words[y]);
            return c < 0 || (c == 0 && x < y);
        });
        for (int k = 1; k < n; ++k)
            if (words[order[k - 1]] == words[order[k]]) prev[order[k]] = order[k - 1];
        int left = 0, best = 0;
        for (int i = 0; i < n; ++i) {
            if (prev[i] + 1 > left) left = prev[i] + 1;
            if (i - left + 1 > best) best = i - left + 1;
        }
        return best;
    }
};
