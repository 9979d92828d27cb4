// One pass of the recurrence f(i) = max(f(i - 1), f(i - 2) + a_i) keeping the pair
// (f(jB - 1), f(jB)) at every multiple of B = isqrt(n); a query resumes from the checkpoint
// at or below its i: O(n) once and O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<int>& e, vector<long long>& answer) {
        int n = a.size();
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= n) ++block;
        int count = n / block + 1;
        vector<long long> previous(count, 0), current(count, 0);  // f(jB - 1), f(jB); j = 0 is empty
        long long before = 0, best = 0;
        for (int k = 1; k <= n; ++k) {
            long long take = before + a[k - 1];
            before = best;
            if (take > best) best = take;
            if (k % block == 0) {
                previous[k / block] = before;
                current[k / block] = best;
            }
        }
        long long last = 0;
        for (int code : e) {
            int i = (int)((code + last) % n) + 1;
            int j = i / block;
            before = previous[j];
            best = current[j];
            for (int k = j * block + 1; k <= i; ++k) {
                long long take = before + a[k - 1];
                before = best;
                if (take > best) best = take;
            }
            last = best;
            answer.push_back(last);
        }
    }
};
