// Patience sorting: tails[k] is the smallest value that ends a strictly increasing
// subsequence of length k + 1 among the elements seen so far; tails is increasing, and
// each element replaces the first tail >= it (binary search) or extends the array.
// O(n log L) time, O(L) extra space, L being the answer.
class Solution {
public:
    int solve(const vector<int>& a) {
        vector<int> tails;
        for (int x : a) {
            auto it = lower_bound(tails.begin(), tails.end(), x);
            if (it == tails.end()) tails.push_back(x);
            else *it = x;
        }
        return tails.size();
    }
};
