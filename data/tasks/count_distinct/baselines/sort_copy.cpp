// Sort a copy of the array and count the positions where the value differs from its
// predecessor: O(n log n) time, O(n) extra space (the copy).
class Solution {
public:
    int solve(const vector<long long>& a) {
        vector<long long> b(a);
        sort(b.begin(), b.end());
        int count = 0;
        for (size_t i = 0; i < b.size(); ++i)
            if (i == 0 || b[i] != b[i - 1]) ++count;
        return count;
    }
};
