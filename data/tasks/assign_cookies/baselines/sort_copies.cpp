// Sort copies of both arrays; walk the cookies in increasing size and give each to the
// least greedy child still waiting when it is big enough (the classic greedy: the smallest
// cookie that satisfies the least greedy child is never needed by anyone it would serve
// better). O((n + m) log(n + m)) time, O(n + m) extra space.
class Solution {
public:
    int solve(const vector<int>& g, const vector<int>& s) {
        vector<int> child(g), cookie(s);
        sort(child.begin(), child.end());
        sort(cookie.begin(), cookie.end());
        size_t satisfied = 0;
        for (size_t j = 0; j < cookie.size() && satisfied < child.size(); ++j)
            if (cookie[j] >= child[satisfied]) ++satisfied;
        return (int)satisfied;
    }
};
