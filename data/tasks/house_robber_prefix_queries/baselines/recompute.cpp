// Each query runs the recurrence f(i) = max(f(i - 1), f(i - 2) + a_i) from the first house
// up to its i, keeping the last two values: O(i) per query, O(q n) in all; O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<int>& e, vector<long long>& answer) {
        long long n = a.size();
        long long last = 0;
        for (int code : e) {
            int i = (int)((code + last) % n) + 1;
            long long before = 0, best = 0;  // f(k - 2), f(k - 1)
            for (int k = 0; k < i; ++k) {
                long long take = before + a[k];
                before = best;
                if (take > best) best = take;
            }
            last = best;
            answer.push_back(last);
        }
    }
};
