// Greedy: in every round Alice takes the largest pile left, you the second largest, Bob the
// smallest, so you get the 2nd, 4th, ..., (2m)-th largest of the 3m piles. The descending
// order is walked one distinct value at a time, each found (with its count) by a scan for
// the largest value below the previous one; a run of c equal values at descending ranks
// p+1 .. p+c adds value x (the even ranks among them, up to 2m). O(n * distinct) = O(n^2)
// time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& piles) {
        long long n = piles.size(), top = 2 * (n / 3);
        long long p = 0, total = 0;
        long long prev = LLONG_MAX;
        while (p < top) {
            int best = -1;
            long long cnt = 0;
            for (int v : piles) {
                if (v >= prev) continue;
                if (v > best) { best = v; cnt = 1; }
                else if (v == best) ++cnt;
            }
            long long hi = min(p + cnt, top);
            total += (long long)best * (hi / 2 - p / 2);
            p += cnt;
            prev = best;
        }
        return total;
    }
};
