// In an optimal split every team is a run of the sorted skills, and a team of six or more can
// be cut into two teams of three or more without raising the sum; so with s the sorted skills
// and f(i) the best sum for s_1..s_i, f(i) = min over k in {3, 4, 5} of f(i-k) + s_i - s_{i-k+1}.
// The recurrence needs only the last five skills and the last five values of f. The sorted
// order is walked by successor scans: one scan per distinct skill finds the next larger skill
// and how often it occurs. O(n * distinct) = O(n^2) time, O(1) extra space.
class Solution {
public:
    long long minTotalSpread(const vector<int>& a) {
        const long long INF = LLONG_MAX / 4;
        long long f[5] = {0, INF, INF, INF, INF};  // f[j] = f(i - j) for the i skills taken so far
        int s[5] = {0, 0, 0, 0, 0};                 // s[j] = s_{i - j}
        const int n = (int)a.size();
        const int* p = a.data();
        long long last = LLONG_MIN;
        int taken = 0;
        while (taken < n) {
            int next = INT_MAX, count = 0;
            for (int i = 0; i < n; ++i) {
                const int x = p[i];
                if (x <= last) continue;
                if (x < next) { next = x; count = 1; }
                else if (x == next) ++count;
            }
            for (int c = 0; c < count; ++c) {
                for (int j = 4; j > 0; --j) s[j] = s[j - 1];
                s[0] = next;
                long long best = INF;
                for (int k = 3; k <= 5; ++k)
                    if (f[k - 1] < INF) best = min(best, f[k - 1] + next - s[k - 1]);
                for (int j = 4; j > 0; --j) f[j] = f[j - 1];
                f[0] = best;
            }
            taken += count;
            last = next;
        }
        return f[0];
    }
};
