// Each query runs the one-pass slope greedy over its prefix from the start. The state is
// the total so far, the length of the current rising slope (up), of the current falling
// slope (down) and the height of the peak before that fall (peak): a new rising rating gets
// one more than its left neighbour, a tie restarts at 1, and a new falling rating gets 1
// while every rating of the fall above it (and the peak, once the fall is longer than the
// rise) gains one. O(n) per query; O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& r, const vector<int>& e, vector<long long>& answer) {
        int m = (int)r.size();
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            long long total = 1;
            int up = 0, down = 0, peak = 0;
            for (int i = 1; i < n; ++i) {
                if (r[i] > r[i - 1]) {
                    ++up;
                    peak = up;
                    down = 0;
                    total += up + 1;
                } else if (r[i] == r[i - 1]) {
                    up = down = peak = 0;
                    total += 1;
                } else {
                    up = 0;
                    ++down;
                    total += down + (down > peak ? 1 : 0);
                }
            }
            last = total;
            answer.push_back(last);
        }
    }
};
