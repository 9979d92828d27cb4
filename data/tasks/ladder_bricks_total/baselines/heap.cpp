// The greedy: a min-heap (std::priority_queue) of the `ladders` largest climbs so far; a
// climb pushed over capacity pops the smallest, which is paid in bricks. The bricks paid so
// far are need(j). O(n log n) time, O(n) extra space.
class Solution {
public:
    long long totalBricks(const vector<int>& heights, int ladders) {
        priority_queue<int, vector<int>, greater<int>> heap;
        long long bricks = 0, total = 0;
        for (size_t j = 1; j < heights.size(); ++j) {
            int d = heights[j] - heights[j - 1];
            if (d > 0) {
                heap.push(d);
                if ((int)heap.size() > ladders) {
                    bricks += heap.top();
                    heap.pop();
                }
            }
            total += bricks;
        }
        return total;
    }
};
