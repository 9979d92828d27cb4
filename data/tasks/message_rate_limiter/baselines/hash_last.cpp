// The usual rate limiter: an unordered_map from key to its last printed time.
// O(n) expected time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& times, const vector<int>& ids, int d) {
        unordered_map<int, int> last;
        long long total = 0;
        int n = ids.size();
        for (int i = 0; i < n; ++i) {
            auto it = last.find(ids[i]);
            if (it == last.end()) {
                last.emplace(ids[i], times[i]);
                total += i + 1;
            } else if ((long long)times[i] - it->second >= d) {
                it->second = times[i];
                total += i + 1;
            }
        }
        return total;
    }
};
