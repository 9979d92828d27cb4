// Dynamic programming over prefixes: best[i] is the length of the longest strictly
// increasing subsequence that ends at a[i]. O(n^2) time, O(n) words of extra space.
// Correct, and dominated: patience sorting is faster in no more space, and peeling
// layers is about as fast on long answers in one bit per element instead of a word.
class Solution {
public:
    int solve(const vector<int>& a) {
        int n = a.size();
        vector<int> best(n, 1);
        int answer = 0;
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < i; ++j)
                if (a[j] < a[i] && best[j] >= best[i]) best[i] = best[j] + 1;
            answer = max(answer, best[i]);
        }
        return answer;
    }
};
