// Each query counts the letters of its prefix from the start, tracking the largest count top
// and how many letters reach it (tied). The most frequent letters fix a frame of top - 1
// rounds of k + 1 slots plus a last round of the tied letters; every other task fits in the
// frame's gaps or stretches it without idling, so the shortest schedule takes
// max(n, (top - 1) * (k + 1) + tied) units. O(n) per query; O(1) extra space (26 counters).
class Solution {
public:
    void solve(const string& s, int k, const vector<int>& e, vector<long long>& answer) {
        int m = (int)s.size();
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            int counts[26] = {0};
            int top = 0, tied = 0;
            for (int i = 0; i < n; ++i) {
                int x = ++counts[s[i] - 'A'];
                if (x > top) {
                    top = x;
                    tied = 1;
                } else if (x == top) {
                    ++tied;
                }
            }
            long long frame = (long long)(top - 1) * (k + 1) + tied;
            last = frame > n ? frame : n;
            answer.push_back(last);
        }
    }
};
