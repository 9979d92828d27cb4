// Greedy in sorted order without sorting: walk the distinct values upwards, finding the next
// one (and how many times it occurs) with one scan of the read-only array. Each group of c
// copies of value v takes the free slots start, start+1, ..., start+c-1 with
// start = max(v, first free slot), costing c*(start - v) + c(c-1)/2 moves.
// One scan per distinct value: O(n * d) = O(n^2) time, O(1) extra space.
class Solution {
public:
    long long minIncrements(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        long long moves = 0, freeSlot = 0;
        long long prev = -1;  // the last value placed; every value is >= 0
        int done = 0;
        while (done < n) {
            int v = INT_MAX, c = 0;
            for (int i = 0; i < n; ++i) {
                int x = p[i];
                if (x <= prev) continue;
                if (x < v) {
                    v = x;
                    c = 1;
                } else if (x == v) {
                    ++c;
                }
            }
            long long start = max((long long)v, freeSlot);
            moves += (long long)c * (start - v) + (long long)c * (c - 1) / 2;
            freeSlot = start + c;
            prev = v;
            done += c;
        }
        return moves;
    }
};
