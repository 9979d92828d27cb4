// The fast class in the form most often written: every value into a std::set (a node per
// distinct value), then the largest difference of neighbours in its order. O(n log n) time,
// O(n) extra space; several times the sorted copy at -O0, so it sets row 3's limit and the
// usual answer passes row 3.
class Solution {
public:
    long long solve(const vector<int>& a) {
        set<int> s(a.begin(), a.end());
        long long best = 0;
        auto it = s.begin();
        if (it == s.end()) return 0;
        long long prev = *it;
        for (++it; it != s.end(); ++it) {
            best = max(best, (long long)*it - prev);
            prev = *it;
        }
        return best;
    }
};
