// Two pointers per pattern over a copy of the log: O(n m) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<vector<int>>& patterns) {
        vector<long long> log(a.begin(), a.end());
        int count = 0;
        for (const vector<int>& p : patterns) {
            size_t j = 0;
            for (size_t i = 0; i < log.size() && j < p.size(); ++i)
                if (log[i] == p[j]) ++j;
            if (j == p.size()) ++count;
        }
        return count;
    }
};
