// Every value copied into one array, sorted, and weighted by its position.
// O(N log N) time, O(N) extra space.
class Solution {
public:
    long long solve(const vector<vector<int>>& lists) {
        vector<int> all;
        for (const vector<int>& l : lists) all.insert(all.end(), l.begin(), l.end());
        sort(all.begin(), all.end());
        long long total = 0;
        for (size_t j = 0; j < all.size(); ++j) total += (long long)all[j] * (long long)(j + 1);
        return total;
    }
};
