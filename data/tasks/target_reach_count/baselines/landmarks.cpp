// Landmarks: the nodes x whose multiplicative hash falls below 2^32 / S, S = sqrt(n) / 2,
// about n / S of them in a sorted vector of (id, answer) pairs, each answer found by
// Brent's walk watching for t (O(n^2 / S) in all). Then every node walks until it meets t
// (it reaches t), or a landmark (it reaches t iff the landmark does: from there on the
// walks coincide, and t was not met before), or 8S steps with neither, which on these
// pseudo-random landmarks means a short rho, settled by Brent's walk. A walk meets a
// landmark after about S steps: O(n S + n^2 / S) = O(n sqrt n) time, O(sqrt n) space.
class Solution {
    static bool reaches(const int* nx, int s, int t) {
        if (s == t) return true;
        int tortoise = s, hare = nx[s];
        int power = 1, steps = 1;
        while (hare != t && hare != tortoise) {
            if (steps == power) {
                tortoise = hare;
                power <<= 1;
                steps = 0;
            }
            hare = nx[hare];
            ++steps;
        }
        return hare == t;
    }

public:
    int solve(const vector<int>& f, int t) {
        const int* nx = f.data();
        int n = (int)f.size();
        int S = max(1, (int)(sqrt((double)n) / 2));
        unsigned long long thr = (1ULL << 32) / (unsigned long long)S;
        auto is_mark = [thr](int x) {
            return (unsigned long long)((unsigned)x * 2654435761u) < thr;
        };
        int m = 0;
        for (int x = 0; x < n; ++x) m += is_mark(x);
        vector<pair<int, int>> marks;
        marks.reserve(m);
        for (int x = 0; x < n; ++x)
            if (is_mark(x)) marks.push_back({x, reaches(nx, x, t) ? 1 : 0});
        int cap = 8 * S + 8;
        int count = 0;
        for (int s = 0; s < n; ++s) {
            int x = s;
            int k = 0;
            bool ans;
            for (;;) {
                if (x == t) { ans = true; break; }
                if (is_mark(x)) {
                    ans = lower_bound(marks.begin(), marks.end(), make_pair(x, -1))->second != 0;
                    break;
                }
                if (++k > cap) { ans = reaches(nx, s, t); break; }
                x = nx[x];
            }
            count += ans;
        }
        return count;
    }
};
