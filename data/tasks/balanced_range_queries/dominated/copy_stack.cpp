// Copies s[l..r] for every query and matches it with an explicit stack: O(n) per query
// and O(n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        long long count = 0;
        for (const auto& query : queries) {
            string part = s.substr(query[0] - 1, query[1] - query[0] + 1);
            vector<char> stack;
            bool ok = true;
            for (char c : part) {
                if (c == '(') stack.push_back(c);
                else if (stack.empty()) { ok = false; break; }
                else stack.pop_back();
            }
            if (ok && stack.empty()) ++count;
        }
        return count;
    }
};
