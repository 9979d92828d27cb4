// One pass with a stack of open positions fills the match of every '(': O(n + q) time;
// O(n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<int>& queries) {
        int n = s.size();
        vector<int> match(n), stack;
        stack.reserve(n / 2 + 1);
        for (int i = 0; i < n; ++i) {
            if (s[i] == '(') {
                stack.push_back(i);
            } else {
                match[stack.back()] = i;
                stack.pop_back();
            }
        }
        long long total = 0;
        for (int p : queries) total += (match[p - 1] - (p - 1) + 1) / 2;
        return total;
    }
};
