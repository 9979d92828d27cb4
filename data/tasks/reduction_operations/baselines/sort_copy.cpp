// Sort a copy of the values; an element at sorted position i climbs down once for every
// distinct value below it, the number of value changes among b[0..i].
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> b(a);
        sort(b.begin(), b.end());
        long long total = 0, rank = 0;
        for (size_t i = 1; i < b.size(); ++i) {
            if (b[i] != b[i - 1]) ++rank;
            total += rank;
        }
        return total;
    }
};
