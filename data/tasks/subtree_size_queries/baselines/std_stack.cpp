// The same matching pass with std::stack<int> (a deque) and sizes stored per open: O(n + q)
// time; O(n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<int>& queries) {
        int n = s.size();
        vector<int> size(n, 0);
        stack<int> opens;
        for (int i = 0; i < n; ++i) {
            if (s[i] == '(') {
                opens.push(i);
            } else {
                size[opens.top()] = (i - opens.top() + 1) / 2;
                opens.pop();
            }
        }
        long long total = 0;
        for (int p : queries) total += size[p - 1];
        return total;
    }
};
