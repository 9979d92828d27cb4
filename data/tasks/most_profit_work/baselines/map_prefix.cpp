// The ordered-map form of the fast class: a std::map from difficulty to the best profit of
// that difficulty, turned into prefix maxima in key order; each worker takes the entry of
// the largest difficulty at most its ability (upper_bound, one step back).
// O((n + m) log n) time, O(n) extra space (one tree node per distinct difficulty).
class Solution {
public:
    long long solve(const vector<int>& difficulty, const vector<int>& profit,
                    const vector<int>& worker) {
        map<int, int> best;
        for (size_t j = 0; j < difficulty.size(); ++j) {
            int& b = best[difficulty[j]];
            if (profit[j] > b) b = profit[j];
        }
        int run = 0;
        for (auto& kv : best) {
            if (kv.second > run) run = kv.second;
            kv.second = run;
        }
        long long total = 0;
        for (int w : worker) {
            map<int, int>::iterator it = best.upper_bound(w);
            if (it != best.begin()) total += prev(it)->second;
        }
        return total;
    }
};
