// Count each x, each y and each exact point in hash maps; the pairs sharing x plus those
// sharing y, minus those sharing both (each counted twice), c(c-1)/2 per group. The form
// most solutions of this problem take: at -O0 its hashing costs several times the sort, so
// it sets row 3's limits. O(n) expected time, O(n) extra space.
class Solution {
public:
    long long countPairs(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        unordered_map<int, int> byX, byY;
        unordered_map<long long, int> byPoint;
        long long pairs = 0;
        for (int i = 0; i < n; ++i) {
            // each new point pairs with the earlier ones sharing x or y
            pairs += byX[x[i]]++;
            pairs += byY[y[i]]++;
            pairs -= byPoint[(long long)x[i] << 32 | (unsigned)y[i]]++;
        }
        return pairs;
    }
};
