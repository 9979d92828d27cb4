// All pairs over a sorted copy (sorting changes nothing for the enumeration): O(n^2) time
// like all_pairs and O(n) extra space like the sorted split. Correct, and dominated.
class Solution {
public:
    long long solve(const vector<long long>& a) {
        vector<long long> b(a);
        sort(b.begin(), b.end());
        long long best = 0;
        for (size_t i = 0; i < b.size(); ++i)
            for (size_t j = i + 1; j < b.size(); ++j) best = max(best, b[i] ^ b[j]);
        return best;
    }
};
